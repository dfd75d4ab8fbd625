package dev.corebed.core.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a stub serves, service by service: SBI services and operationIds, Diameter applications and
 * commands (with their request types). A rule set through the admin API that names something else would
 * silently never apply, so it is refused (a misspelt "RegisterNfInstances"); configured rules are only
 * warned about, because the launcher gives one configuration to every stub.
 */
public final class OperationCatalog {

    /** One served operation: a service ("nnrf-nfm", "gx") and an operation ("RegisterNFInstance", "CCR-I"). */
    public record Operation(String service, String operation) {}

    /** Contributes the operations of one transport (a bean of each transport's configuration). */
    @FunctionalInterface
    public interface Source {
        Collection<Operation> operations();
    }

    private final String nf;
    private final List<Source> sources;
    private volatile Set<Operation> operations;

    public OperationCatalog(String nf, List<Source> sources) {
        this.nf = nf;
        this.sources = List.copyOf(sources);
    }

    private Set<Operation> operations() {
        Set<Operation> ops = operations;
        if (ops == null) {
            ops = new LinkedHashSet<>();
            for (Source s : sources) {
                ops.addAll(s.operations());
            }
            operations = ops;
        }
        return ops;
    }

    /**
     * What is wrong with a rule's targets, as problems naming the field under {@code prefix}; empty when the
     * rule can apply to something this stub serves. Matching is as rules match: case-insensitive, "*" or
     * empty for any.
     */
    public List<RuleException> check(String prefix, String ruleNf, String service, String operation) {
        List<RuleException> problems = new ArrayList<>();
        if (given(ruleNf) && !ruleNf.equalsIgnoreCase(nf)) {
            problems.add(new RuleException(prefix + "/nf", "this stub is " + nf));
            return problems;
        }
        Set<String> services = new TreeSet<>();
        Set<String> inService = new TreeSet<>();
        for (Operation op : operations()) {
            services.add(op.service());
            if (!given(service) || op.service().equalsIgnoreCase(service)) {
                inService.add(op.operation());
            }
        }
        if (given(service) && inService.isEmpty()) {
            problems.add(new RuleException(prefix + "/service", "this stub serves " + String.join(", ", services)));
            return problems;
        }
        if (given(operation) && inService.stream().noneMatch(o -> o.equalsIgnoreCase(operation))) {
            problems.add(new RuleException(prefix + "/operation", (given(service) ? service : "this stub") + " serves "
                    + String.join(", ", inService)));
        }
        return problems;
    }

    private static boolean given(String s) {
        return s != null && !s.isEmpty() && !"*".equals(s);
    }
}
