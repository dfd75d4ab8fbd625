package dev.corebed.core.rules;

/**
 * What a {@link RuleBook} needs from a rule: its id, what it matches, how often and in which order it
 * applies. Fault rules and scripted answers are both such rules.
 *
 * @param <R> the rule type itself
 */
public interface Rule<R extends Rule<R>> {

    String id();

    /** Higher first; ties in the order the rules were added. Null is 0. */
    Integer priority();

    /** Null matches every request the rule's other selectors let through. */
    Match match();

    /** Applies to the next N matching requests, then is spent; null = no limit. */
    Long times();

    /** The first N matching requests are let through untouched before the rule applies; null = 0. */
    Long after();

    /** Chance that a matching request is affected, 0..1; null = 1. */
    default Double probability() {
        return null;
    }

    /** Top-level selectors (the fault rules' nf, service, operation), AND-ed with {@link #match()}. */
    default String nf() {
        return null;
    }

    default String service() {
        return null;
    }

    default String operation() {
        return null;
    }

    /** Whether the rule can act on a request of this transport ({@link RequestView#SBI}, {@link RequestView#DIAMETER}). */
    boolean serves(String transport);

    R withId(String id);
}
