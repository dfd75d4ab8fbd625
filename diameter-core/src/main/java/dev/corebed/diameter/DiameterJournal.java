package dev.corebed.diameter;

import dev.corebed.core.journal.Journal;
import dev.corebed.core.rules.RequestView;
import org.jdiameter.api.Message;

/**
 * Records every Diameter request the dispatcher answers (or refuses, or leaves unanswered) into the stub's
 * {@link Journal}: application, command, the result answered and which rule applied; the message is kept
 * by reference and its AVPs are shown when the journal is read.
 */
final class DiameterJournal {

    private final Journal journal;
    private final AvpValues values;

    DiameterJournal(Journal journal, AvpValues values) {
        this.journal = journal;
        this.values = values;
    }

    /**
     * @param result the result answered; null when nothing was answered
     * @param fault  the fault or scripted answer that applied; null for none
     */
    void record(long start, String application, String operation, String command, Message request, ResultCode result,
                DiameterFaults.Injection fault) {
        recordTook(System.nanoTime() - start, application, operation, command, request, result, fault);
    }

    /** As above, with the time the request took to answer. */
    void recordTook(long nanos, String application, String operation, String command, Message request, ResultCode result,
                DiameterFaults.Injection fault) {
        var action = fault == null ? null : fault.action();
        journal.record(RequestView.DIAMETER, System.currentTimeMillis() - nanos / 1_000_000, nanos, application, operation,
                command, result == null ? 0 : result.code(), result == null ? 0 : result.vendorId(), null,
                action == null ? null : action.faultId(), action == null ? null : action.answerId(),
                new DiameterRequestView(request, values));
    }
}
