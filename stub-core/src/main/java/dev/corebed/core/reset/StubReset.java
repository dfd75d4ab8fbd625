package dev.corebed.core.reset;

import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.core.rules.RuleException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts a stub back to its configured defaults between tests: its state ({@link ResettableState}), then
 * the journal (cleared), fault rules, scripted answers and overload limits (those of the configuration).
 * Any of them can be kept.
 */
public final class StubReset {

    private static final Logger log = LoggerFactory.getLogger(StubReset.class);

    /** What a reset covers; the names are those of the {@code keep} list, in lower case. */
    public enum Part { STATE, JOURNAL, FAULTS, ANSWERS, OVERLOAD }

    private final List<ResettableState> states;
    private final Journal journal;
    private final FaultRules faults;
    private final AnswerRules answers;
    private final OverloadControl overload;

    public StubReset(List<ResettableState> states, Journal journal, FaultRules faults, AnswerRules answers,
                     OverloadControl overload) {
        this.states = List.copyOf(states);
        this.journal = journal;
        this.faults = faults;
        this.answers = answers;
        this.overload = overload;
    }

    /**
     * The parts named by a {@code keep} list.
     *
     * @throws RuleException naming {@code /keep/i} for a name that is not a part
     */
    public static Set<Part> parts(List<String> names) {
        Set<Part> parts = EnumSet.noneOf(Part.class);
        if (names == null) {
            return parts;
        }
        for (int i = 0; i < names.size(); i++) {
            String n = names.get(i);
            try {
                parts.add(Part.valueOf(n.toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException | NullPointerException e) {
                throw new RuleException("/keep/" + i, "one of state, journal, faults, answers, overload");
            }
        }
        return parts;
    }

    /** Completes when everything not kept is back to its default; the state first, so a failure leaves the rest as it was. */
    public CompletableFuture<Void> reset(Set<Part> keep) {
        List<CompletableFuture<Void>> resets = new ArrayList<>();
        if (!keep.contains(Part.STATE)) {
            for (ResettableState s : states) {
                resets.add(s.reset());
            }
        }
        return CompletableFuture.allOf(resets.toArray(CompletableFuture[]::new)).thenRun(() -> {
            if (!keep.contains(Part.JOURNAL)) {
                journal.clear();
            }
            if (!keep.contains(Part.FAULTS)) {
                faults.reset();
            }
            if (!keep.contains(Part.ANSWERS)) {
                answers.reset();
            }
            if (!keep.contains(Part.OVERLOAD)) {
                overload.reset();
            }
            log.info("reset to the configured defaults{}", keep.isEmpty() ? "" : ", kept " + keep);
        });
    }
}
