package dev.corebed.testkit.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The guide shows the example test as it is in the suite, character for character. */
class DocsExampleTest {

    @Test
    void theGuideQuotesTheExampleVerbatim() throws Exception {
        String example = Files.readString(Path.of("src/test/java/dev/corebed/testkit/it/AmPolicyExampleIT.java")).strip();
        String guide = Files.readString(Path.of("../docs/testing-with-corebed.md"));
        assertThat(guide).contains("```java\n" + example + "\n```");
    }
}
