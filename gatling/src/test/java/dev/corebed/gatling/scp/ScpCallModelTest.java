package dev.corebed.gatling.scp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.peersim.producer.service.Population;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Each SCP call model against the producer simulator's topology it runs with, and its mix against the seed's tables. */
class ScpCallModelTest {

    @Test
    void everyPairOfEveryModelHasProducersOfItsKindOfferingItsService() {
        for (ScpCallModel.Model m : ScpCallModel.MODELS.values()) {
            Population population = new Population(new Population.Options(m.topology(), Map.of(), 0, 0, false, "127.0.0.1", "001",
                    "01", 1000));
            Set<String> kinds = population.all().stream().map(Population.Instance::kind).collect(Collectors.toSet());
            for (ScpCallModel.Share share : m.mix()) {
                ScpCallModel.Pair pair = share.pair();
                assertThat(kinds).as(m.id() + " " + pair.name()).contains(pair.producer());
                assertThat(Population.SERVICES.get(pair.producer())).as(m.id() + " " + pair.name())
                        .anyMatch(s -> s.name().equals(pair.service()));
            }
        }
    }

    @Test
    void theRatesAddUpToTheSeedsAndTheMinimumRateLiftsOnlyTheSmallPairs() {
        ScpCallModel.Model c1 = ScpCallModel.byId("scp-c1");
        assertThat(c1.rates(1, 0).values().stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(150_000, org.assertj.core.data.Offset.offset(0.01));
        ScpCallModel.Model c2 = ScpCallModel.byId("scp-c2");
        // Table 3-4's 32 rows add up to 102 %: normalised to the title's 730K
        assertThat(c2.seedFigures().values().stream().mapToDouble(f -> f.rate()).sum()).isCloseTo(730_000, org.assertj.core.data.Offset.offset(0.01));
        Map<ScpCallModel.Pair, Double> small = c1.rates(0.0001, 0.5);
        assertThat(small.entrySet()).anyMatch(e -> e.getKey().name().equals("N7 SMF-PCF") && e.getValue() == 9.0);
        assertThat(small.entrySet()).anyMatch(e -> e.getKey().name().equals("N36 PCF-UDR") && e.getValue() == 0.5);
    }

    @Test
    void theSeedsRateLimitKeysAreThoseOfC1AndC2() {
        assertThat(ScpCallModel.rateLimitKeys(ScpCallModel.byId("scp-c1"))).containsEntry("ingress", 500).containsEntry("egress", 500);
        assertThat(ScpCallModel.rateLimitKeys(ScpCallModel.byId("scp-c2"))).containsEntry("global", 3018).containsEntry("ingress", 2874);
        assertThat(ScpCallModel.rateLimitKeys(ScpCallModel.byId("scp-d3"))).isEmpty();
    }
}
