package dev.corebed.testkit;

/** A rule added to a stub: its id, its counters read fresh on each call, and its removal. */
public final class RuleRef {

    private final StubClient stub;
    private final String base;
    private final String id;

    RuleRef(StubClient stub, String base, String id) {
        this.stub = stub;
        this.base = base;
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The rule as the stub lists it now. */
    public RuleInfo info() {
        return RuleInfo.of(stub.http().get(base + "/" + ManagementHttp.encode(id)));
    }

    /** How many requests it applied to so far. */
    public long applied() {
        return info().applied();
    }

    /** How many more it will apply to (null without {@code times}). */
    public Long remaining() {
        return info().remaining();
    }

    public void remove() {
        stub.http().delete(base + "/" + ManagementHttp.encode(id));
    }

    @Override
    public String toString() {
        return base + "/" + id;
    }
}
