/**
 * Hand-written helpers for TS 29.571 common data types: what the schemas cannot say about a value (its
 * kind, its digits, its canonical form), kept once for every stub. Nothing here throws a protocol error:
 * each helper says what it found (or why a value is broken) and the caller chooses the TS 29.500 cause.
 */
package dev.corebed.model.common;
