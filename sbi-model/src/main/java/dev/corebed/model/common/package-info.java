/**
 * Hand-written helpers for TS 29.571 common data types where a stub needs more than the schema's check: a
 * canonical form to compare or index by, a value parsed into numbers. One class per data type, small; the
 * records and their schema checks are generated (the {@code ts29571} package).
 */
package dev.corebed.model.common;
