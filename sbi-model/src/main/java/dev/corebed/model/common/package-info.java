/**
 * Hand-written helpers for TS 29.571 common data types where a stub needs more than the schema's check: a
 * value's kind, its digits, a canonical form to compare or index by, a value parsed into numbers. One class
 * per data type, small, kept once for every stub; the records and their schema checks are generated (the
 * {@code ts29571} package). Nothing here throws a protocol error: each helper says what it found (or why a
 * value is broken) and the caller chooses the TS 29.500 cause.
 */
package dev.corebed.model.common;
