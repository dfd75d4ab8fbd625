package dev.corebed.diameter.stack;

import org.jdiameter.api.Realm;
import org.jdiameter.client.api.IContainer;
import org.jdiameter.client.api.IMessage;
import org.jdiameter.client.impl.controller.RealmTableImpl;

/**
 * jDiameter's realm table, which answers 3003 DIAMETER_REALM_NOT_SERVED to a request for a realm it
 * has no entry for. A node that relays (a BSF between the AF and the PCF) sits on the path to realms
 * that are not its own: the AF's AAR names the PCF's realm, the PCF's RAR the AF's. With
 * {@link StackConfiguration.Settings#anyRealm()} every realm is taken as the local one, so such
 * requests reach the node's dispatcher, which routes them. The table is only read after the stack
 * has started (jDiameter's maps are not thread-safe; nothing here writes to them).
 */
public class NodeRealmTable extends RealmTableImpl {

    private final boolean anyRealm;

    /** The constructor jDiameter's container calls. */
    public NodeRealmTable(IContainer container) {
        super(container);
        anyRealm = container.getConfiguration() instanceof StackConfiguration sc && sc.settings().anyRealm();
    }

    @Override
    public boolean realmExists(String realmName) {
        return super.realmExists(realmName) || anyRealm;
    }

    @Override
    protected Realm matchRealm(IMessage message, String realm) {
        Realm r = super.matchRealm(message, realm);
        if (r == null && anyRealm && localRealmName != null && !localRealmName.equals(realm)) {
            r = super.matchRealm(message, localRealmName);
        }
        return r;
    }
}
