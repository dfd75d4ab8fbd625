package dev.corebed.bsf.store;

/** One row of pcf_ue_binding (migration bsf/V1): the PcfForUeBinding as stored, and its SUPI and GPSI. */
public record PcfForUeBindingRow(String bindingId, String supi, String gpsi, byte[] body, long createdAt, long updatedAt) {}
