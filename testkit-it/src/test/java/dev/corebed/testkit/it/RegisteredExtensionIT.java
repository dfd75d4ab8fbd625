package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.testkit.Operations.searchNfInstances;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedExtension;
import dev.corebed.junit.ResetMode;
import dev.corebed.testkit.JournalPage;
import dev.corebed.testkit.JournalQuery;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The extension as a field, with settings of its own: the handles come from it. */
class RegisteredExtensionIT {

    @RegisterExtension
    static CorebedExtension corebed = CorebedExtension.withStubs(NRF).property("journal.capacity", "5")
            .reset(ResetMode.PER_CLASS);

    @Test
    void itsSettingsApply() {
        for (int i = 0; i < 7; i++) {
            Nfs.discover(corebed.nrf(), "UDM");
        }
        JournalPage page = corebed.nrf().client().journal(JournalQuery.of(searchNfInstances()));
        assertThat(page.entries()).hasSize(5);
        assertThat(page.dropped()).isEqualTo(2);
        assertThat(page.recorded()).isEqualTo(7);
    }
}
