package dev.corebed.nrf.service;

import tools.jackson.databind.node.ObjectNode;

/**
 * A request body that passed its Rel-17 schema (the SBI handler binds it): the model record the service reads,
 * and the JSON as received, which is what the NRF stores and serves, attributes the record does not know
 * included (TS 29.500 §6.2 extensibility).
 */
public record Checked<T>(T value, ObjectNode json) {}
