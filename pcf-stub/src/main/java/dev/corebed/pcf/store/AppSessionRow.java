package dev.corebed.pcf.store;

/**
 * One row of app_session (migration pcf/V1): an application session bound to an SM policy association, its
 * AppSessionContext as JSON text and the ids of the PCC rules it installed there (comma-separated).
 */
public record AppSessionRow(String appSessionId, String smPolicyId, String supi, String context, String pccRules,
                            long createdAt, long updatedAt) {}
