package dev.corebed.peersim.hss.service;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * The HSS's subscribers and their Sh data: a generated population (subscriber {@code i} is MSISDN
 * {@code msisdnFirst + i}, known as {@code sip:+<msisdn>@<domain>}, {@code tel:+<msisdn>} and by its MSISDN, with
 * repository data of each configured Service-Indication and an STN-SR, all computed from {@code i}, so a million
 * subscribers cost nothing until one changes) and provisioned subscribers (any identities, any data), which win over
 * generated ones of the same identity. What Sh-Update changes is kept per subscriber, in memory.
 */
public final class Population {

    /**
     * The population's shape.
     *
     * @param serviceDataSize bytes of generated ServiceData
     */
    public record Options(long subscribers, long msisdnFirst, String domain, List<String> serviceIndications,
                          int serviceDataSize, String stnSrPrefix) {}

    /** A repository data item: SequenceNumber and ServiceData's XML content (null: deleted). */
    public record Repository(int sequenceNumber, String serviceData) {}

    /**
     * A subscriber as provisioned or generated: the key its changes are kept under, its MSISDN (null: none), its
     * identities, and its data as it started.
     */
    public record Subscriber(String key, String msisdn, List<String> identities, Map<String, Repository> repositoryData,
                             String stnSr, boolean provisioned) {}

    private final Options options;
    private final ConcurrentHashMap<String, Subscriber> provisioned = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Subscriber> provisionedByMsisdn = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Changes> changes = new ConcurrentHashMap<>();
    /** ServiceData documents are few and large: each distinct one is kept once. */
    private final ConcurrentHashMap<String, String> documents = new ConcurrentHashMap<>();
    private static final int MAX_DOCUMENTS = 10_000;

    /** What Sh-Update changed of one subscriber. */
    private static final class Changes {
        final ConcurrentHashMap<String, Repository> repositoryData = new ConcurrentHashMap<>();
        volatile String stnSr;
    }

    public Population(Options options) {
        this.options = options;
    }

    public Options options() {
        return options;
    }

    // ------------------------------------------------------------------ finding subscribers

    /** The subscriber of a Public-Identity or (when it is null) an MSISDN; null when the HSS does not know it. */
    public Subscriber find(String publicIdentity, String msisdn) {
        if (publicIdentity != null) {
            Subscriber p = provisioned.get(publicIdentity);
            if (p != null) {
                return p;
            }
            String digits = generatedDigits(publicIdentity);
            return digits == null ? null : generated(digits);
        }
        if (msisdn == null) {
            return null;
        }
        Subscriber p = provisionedByMsisdn.get(msisdn);
        return p != null ? p : generated(msisdn);
    }

    /** The MSISDN of a generated subscriber's SIP or TEL URI; null when the identity is not of that form. */
    private String generatedDigits(String identity) {
        String digits = null;
        if (identity.startsWith("tel:+")) {
            digits = identity.substring(5);
        } else if (identity.startsWith("sip:+") && identity.endsWith("@" + options.domain())) {
            digits = identity.substring(5, identity.length() - options.domain().length() - 1);
        }
        return digits != null && !digits.isEmpty() && digits.length() <= 15 && digits.chars().allMatch(Character::isDigit)
                ? digits : null;
    }

    /** Generated subscriber {@code msisdn - msisdnFirst}, when the MSISDN is in the generated range. */
    private Subscriber generated(String msisdn) {
        long n;
        try {
            n = Long.parseLong(msisdn);
        } catch (NumberFormatException e) {
            return null;
        }
        long i = n - options.msisdnFirst();
        if (i < 0 || i >= options.subscribers() || !Long.toString(n).equals(msisdn)) {
            return null;
        }
        Map<String, Repository> data = new LinkedHashMap<>();
        for (String si : options.serviceIndications()) {
            data.put(si, new Repository(0, ServiceDataGenerator.simservs(msisdn, 0, options.serviceDataSize())));
        }
        return new Subscriber(msisdn, msisdn, List.of("sip:+" + msisdn + "@" + options.domain(), "tel:+" + msisdn),
                Collections.unmodifiableMap(data), options.stnSrPrefix() + msisdn, false);
    }

    // ------------------------------------------------------------------ provisioning

    /** Adds or replaces a provisioned subscriber (its earlier changes are forgotten); whether it replaced one. */
    public boolean provision(Subscriber s) {
        boolean replaced = remove(s.identities().get(0));
        Map<String, Repository> data = new LinkedHashMap<>();
        s.repositoryData().forEach((si, r) -> data.put(si, new Repository(r.sequenceNumber(), intern(r.serviceData()))));
        Subscriber stored = new Subscriber(s.key(), s.msisdn(), List.copyOf(s.identities()), Collections.unmodifiableMap(data),
                s.stnSr(), true);
        for (String id : stored.identities()) {
            provisioned.put(id, stored);
        }
        if (stored.msisdn() != null) {
            provisionedByMsisdn.put(stored.msisdn(), stored);
        }
        return replaced;
    }

    /**
     * Removes the provisioned subscriber of an identity, or forgets the changes of a generated one; whether there was
     * anything to remove.
     */
    public boolean remove(String identity) {
        Subscriber p = provisioned.get(identity);
        if (p != null) {
            p.identities().forEach(provisioned::remove);
            if (p.msisdn() != null) {
                provisionedByMsisdn.remove(p.msisdn(), p);
            }
            changes.remove(p.key());
            return true;
        }
        Subscriber g = find(identity, null);
        return g != null && changes.remove(g.key()) != null;
    }

    /** Forgets every provisioned subscriber and every change. */
    public void reset() {
        provisioned.clear();
        provisionedByMsisdn.clear();
        changes.clear();
        documents.clear();
    }

    public record Counts(long generated, long provisioned, long changed) {}

    public Counts counts() {
        return new Counts(options.subscribers(), provisioned.values().stream().distinct().count(), changes.size());
    }

    // ------------------------------------------------------------------ data

    /** The repository data of a Service-Indication as it is now; null when there is none (never created, or deleted). */
    public Repository repositoryData(Subscriber s, String serviceIndication) {
        Changes c = changes.get(s.key());
        Repository r = c == null ? null : c.repositoryData.get(serviceIndication);
        if (r == null) {
            r = s.repositoryData().get(serviceIndication);
        }
        return r == null || r.serviceData() == null ? null : r;
    }

    /** Every Service-Indication the subscriber has repository data of now. */
    public List<String> serviceIndications(Subscriber s) {
        List<String> out = new ArrayList<>(s.repositoryData().keySet());
        Changes c = changes.get(s.key());
        if (c != null) {
            c.repositoryData.keySet().stream().filter(si -> !out.contains(si)).forEach(out::add);
        }
        out.removeIf(si -> repositoryData(s, si) == null);
        return out;
    }

    public String stnSr(Subscriber s) {
        Changes c = changes.get(s.key());
        return c != null && c.stnSr != null ? c.stnSr : s.stnSr();
    }

    public void setStnSr(Subscriber s, String stnSr) {
        changes.computeIfAbsent(s.key(), k -> new Changes()).stnSr = stnSr;
    }

    /**
     * Replaces repository data atomically, given what it is now (null when there is none): {@code change} answers the
     * new item (ServiceData null to delete it), or null to leave it as it is.
     */
    public Repository changeRepositoryData(Subscriber s, String serviceIndication, UnaryOperator<Repository> change) {
        Changes c = changes.computeIfAbsent(s.key(), k -> new Changes());
        Repository[] result = new Repository[1];
        c.repositoryData.compute(serviceIndication, (si, changed) -> {
            Repository now = changed != null ? changed : s.repositoryData().get(si);
            Repository current = now == null || now.serviceData() == null ? null : now;
            Repository next = change.apply(current);
            if (next == null) {
                result[0] = current;
                return changed;
            }
            next = new Repository(next.sequenceNumber(), intern(next.serviceData()));
            result[0] = next;
            return next;
        });
        return result[0];
    }

    private String intern(String document) {
        if (document == null) {
            return null;
        }
        String kept = documents.get(document);
        if (kept != null) {
            return kept;
        }
        if (documents.size() >= MAX_DOCUMENTS) {
            return document;
        }
        String previous = documents.putIfAbsent(document, document);
        return previous != null ? previous : document;
    }
}
