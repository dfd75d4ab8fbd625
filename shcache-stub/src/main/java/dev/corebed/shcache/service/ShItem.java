package dev.corebed.shcache.service;

/**
 * One item of a user's Sh data the cache holds: a kind of data (its Data-Reference) and, for repository data,
 * the Service-Indication ({@code ""} for the others).
 */
public record ShItem(Kind kind, String serviceIndication) {

    /** The data the REST front serves, by TS 29.328's names (Table 7.6.1) and TS 29.329's Data-Reference values. */
    public enum Kind {
        REPOSITORY_DATA("RepositoryData", 0),
        MSISDN("MSISDN", 17),
        UE_REACHABILITY_FOR_IP("UEReachabilityForIP", 25),
        STN_SR("STN-SR", 27);

        private final String shName;
        private final int dataReference;

        Kind(String shName, int dataReference) {
            this.shName = shName;
            this.dataReference = dataReference;
        }

        /** The name TS 29.328 gives the data, which is also its element in Sh-Data. */
        public String shName() {
            return shName;
        }

        public int dataReference() {
            return dataReference;
        }

        /** The kind of a TS 29.328 name; null when it is none of these. */
        public static Kind byShName(String name) {
            for (Kind k : values()) {
                if (k.shName.equals(name)) {
                    return k;
                }
            }
            return null;
        }

        public static Kind byDataReference(int dataReference) {
            for (Kind k : values()) {
                if (k.dataReference == dataReference) {
                    return k;
                }
            }
            return null;
        }
    }

    /** Longest Service-Indication accepted (the data tier's key column). */
    public static final int MAX_SERVICE_INDICATION = 128;

    public ShItem {
        serviceIndication = serviceIndication == null ? "" : serviceIndication;
        if ((kind == Kind.REPOSITORY_DATA) == serviceIndication.isEmpty()) {
            throw new IllegalArgumentException(kind == Kind.REPOSITORY_DATA ? "repository data needs a Service-Indication"
                    : kind.shName() + " has no Service-Indication");
        }
    }

    public static ShItem repositoryData(String serviceIndication) {
        return new ShItem(Kind.REPOSITORY_DATA, serviceIndication);
    }

    public static ShItem of(Kind kind) {
        return new ShItem(kind, "");
    }

    @Override
    public String toString() {
        return serviceIndication.isEmpty() ? kind.shName() : kind.shName() + " " + serviceIndication;
    }
}
