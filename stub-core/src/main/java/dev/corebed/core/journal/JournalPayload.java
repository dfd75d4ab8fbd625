package dev.corebed.core.journal;

import dev.corebed.core.rules.RequestView;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a transport keeps of one request in the journal: what it received, in as few objects as it can (a
 * ring of them is walked by every garbage collection), turned into JSON only when the journal is read. It
 * is also the
 * {@link RequestView} journal filters run on.
 */
public interface JournalPayload extends RequestView {

    /** Adds the transport's part of an entry: method, path, query, headers and body; or peer, Session-Id and AVPs. */
    void writeTo(ObjectNode entry);
}
