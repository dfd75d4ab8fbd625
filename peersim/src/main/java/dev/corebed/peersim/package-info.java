/**
 * Simulators of the peers around the stubs (see the module's README): one package per simulator, each a
 * Spring Boot application on sbi-core / diameter-core, so each has the stubs' management port for free.
 */
package dev.corebed.peersim;
