package dev.corebed.udr.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.udr.service.GroupIdMapService;
import dev.corebed.udr.store.JdbcGroupIdStore;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Wiring of the UDR stub: the group-id map store on the data tier, and the service over it. */
@Configuration(proxyBeanMethods = false)
public class UdrConfiguration {

    @Bean
    JdbcGroupIdStore groupIdStore(DbExecutor db) {
        return new JdbcGroupIdStore(db);
    }

    @Bean
    GroupIdMapService groupIdMapService(JdbcGroupIdStore store) {
        return new GroupIdMapService(store);
    }
}
