package dev.corebed.junit;

import dev.corebed.testkit.BsfClient;
import dev.corebed.testkit.NrfClient;
import dev.corebed.testkit.StubClient;
import dev.corebed.testkit.UdrClient;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestInstancePostProcessor;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The JUnit 5 extension behind {@link CorebedTest}; also registered as a field, with its handles at hand:
 *
 * <pre>{@code
 * @RegisterExtension
 * static CorebedExtension corebed = CorebedExtension.withStubs(NRF, UDR).property("stub.nrf.heartbeat-grace", "1h");
 *
 * @Test
 * void discovers() {
 *     corebed.nrf().client().add(answer(searchNfInstances()).status(200).jsonBody(result));
 * }
 * }</pre>
 *
 * <ul>
 *   <li><b>Start.</b> The stubs run in the test's JVM through the launcher's {@code StubCluster}, on free ports on
 *       127.0.0.1, on one embedded database for the whole test run. They do not register with each other's NRF
 *       (the NRF's journal then holds only what the NF under test sent); the NRF's SLF is the UDR when both run,
 *       as in the launcher.</li>
 *   <li><b>Reuse.</b> A started set stays up for the test run and serves every class that names the same stubs
 *       and properties: starting the stubs is paid once. It stops when the run ends. {@code shared = false}
 *       gives a class a set of its own.</li>
 *   <li><b>Peers that come and go.</b> A handle {@linkplain StubHandle#stop() stops}, {@linkplain StubHandle#start()
 *       starts} and {@linkplain StubHandle#restart() restarts} its stub on the same ports and data tier, and
 *       {@linkplain StubHandle#startInstance starts another instance} of it on the same data tier. When the
 *       classes using a shared set are done, the further instances stop and every stub of the set runs again.</li>
 *   <li><b>Reset.</b> Before each test ({@link ResetMode}), {@code POST /admin/v1/reset} on each stub: its state,
 *       journal, scripted answers, fault rules and overload limits back to the configured defaults.</li>
 *   <li><b>Injection.</b> Fields and parameters annotated {@link Stub}, and parameters of type {@link NrfHandle},
 *       {@link UdrHandle}, {@link BsfHandle}, {@link NrfClient}, {@link UdrClient} or {@link BsfClient}.</li>
 * </ul>
 */
public class CorebedExtension implements BeforeAllCallback, BeforeEachCallback, TestInstancePostProcessor,
        ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(CorebedExtension.class);
    private static final String BED = "bed";

    private final StubType[] stubs;
    private final Map<String, String> properties = new TreeMap<>();
    private ResetMode reset = ResetMode.PER_METHOD;
    private boolean shared = true;
    private final Map<StubType, List<ApplicationContextInitializer<ConfigurableApplicationContext>>> initializers =
            new EnumMap<>(StubType.class);
    private volatile Bed current;

    /** For {@code @ExtendWith}: the stubs come from the class's {@link CorebedTest}. */
    public CorebedExtension() {
        this.stubs = null;
    }

    private CorebedExtension(StubType[] stubs) {
        this.stubs = stubs.clone();
    }

    /** For {@code @RegisterExtension} on a static field. */
    public static CorebedExtension withStubs(StubType... stubs) {
        return new CorebedExtension(stubs);
    }

    /** A setting, as in {@link CorebedTest#properties()}. */
    public CorebedExtension property(String key, String value) {
        requireProgrammatic();
        properties.put(key, value);
        return this;
    }

    public CorebedExtension reset(ResetMode mode) {
        requireProgrammatic();
        reset = mode;
        return this;
    }

    /** As {@link CorebedTest#shared()}. */
    public CorebedExtension shared(boolean shared) {
        requireProgrammatic();
        this.shared = shared;
        return this;
    }

    /**
     * Runs on a stub's Spring context before it refreshes, each time the stub starts (not on instances started
     * with {@link StubHandle#startInstance}): for tests of the stubs themselves, which replace one of a stub's
     * beans. The set is then the class's own ({@code shared(false)}).
     */
    public CorebedExtension initializer(StubType stub, ApplicationContextInitializer<ConfigurableApplicationContext> initializer) {
        requireProgrammatic();
        initializers.computeIfAbsent(stub, k -> new ArrayList<>()).add(initializer);
        shared = false;
        return this;
    }

    private void requireProgrammatic() {
        if (stubs == null) {
            throw new IllegalStateException("set properties, reset and shared on @CorebedTest");
        }
    }

    // ---- handles, for a registered field ----

    /** A started stub (once the class's tests run). */
    public StubHandle handle(StubType type) {
        Bed bed = current;
        if (bed == null) {
            throw new IllegalStateException("the stubs start with the test class: register the extension on a static field");
        }
        return bed.handle(type);
    }

    public NrfHandle nrf() {
        return (NrfHandle) handle(StubType.NRF);
    }

    public UdrHandle udr() {
        return (UdrHandle) handle(StubType.UDR);
    }

    public BsfHandle bsf() {
        return (BsfHandle) handle(StubType.BSF);
    }

    // ---- lifecycle ----

    @Override
    public void beforeAll(ExtensionContext context) {
        BedConfig config = config(context);
        Bed bed = bed(context, config);
        inject(null, context.getRequiredTestClass(), bed, true);
        if (config.reset() == ResetMode.PER_CLASS) {
            bed.reset();
        }
    }

    @Override
    public void postProcessTestInstance(Object testInstance, ExtensionContext context) {
        inject(testInstance, testInstance.getClass(), bed(context, config(context)), false);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        BedConfig config = config(context);
        Bed bed = bed(context, config);
        if (config.reset() == ResetMode.PER_METHOD) {
            bed.reset();
        }
    }

    /** The class's started set: found in its context (or an enclosing class's), else acquired for it. */
    private Bed bed(ExtensionContext context, BedConfig config) {
        ExtensionContext classContext = context.getTestMethod().isPresent() ? context.getParent().orElseThrow() : context;
        Lease lease = classContext.getStore(NAMESPACE).get(BED, Lease.class);
        if (lease == null || !lease.bed.key().equals(config.key())) {
            Beds beds = context.getRoot().getStore(NAMESPACE).computeIfAbsent(Beds.class, k -> new Beds(), Beds.class);
            lease = new Lease(beds, beds.acquire(config));
            classContext.getStore(NAMESPACE).put(BED, lease);
        }
        current = lease.bed;
        return lease.bed;
    }

    /** A class's hold on a set: released when the class's context closes, after its last test. */
    private record Lease(Beds beds, Bed bed) implements AutoCloseable {
        @Override
        public void close() {
            beds.release(bed);
        }
    }

    private BedConfig config(ExtensionContext context) {
        if (stubs != null) {
            return BedConfig.of(stubs, properties.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .toArray(String[]::new), reset, shared ? null : this).withInitializers(initializers);
        }
        for (Class<?> c = context.getRequiredTestClass(); c != null; c = c.getEnclosingClass()) {
            CorebedTest test = c.getAnnotation(CorebedTest.class);
            if (test != null) {
                return BedConfig.of(test.stubs(), test.properties(), test.reset(), test.shared() ? null : c);
            }
        }
        throw new ExtensionConfigurationException("CorebedExtension needs @CorebedTest(stubs = ...) on the test class,"
                + " or registration with CorebedExtension.withStubs(...)");
    }

    // ---- injection ----

    private static void inject(Object instance, Class<?> type, Bed bed, boolean statics) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                Stub stub = f.getAnnotation(Stub.class);
                if (stub == null || Modifier.isStatic(f.getModifiers()) != statics) {
                    continue;
                }
                Object value = value(f.getType(), stub, bed, "field " + f.getName());
                try {
                    f.setAccessible(true);
                    f.set(instance, value);
                } catch (IllegalAccessException | RuntimeException e) {
                    throw new ExtensionConfigurationException("cannot set " + c.getName() + "." + f.getName(), e);
                }
            }
        }
    }

    /** Handle and client types that name their stub. */
    private static Optional<StubType> typeOf(Class<?> type) {
        if (type == NrfHandle.class || type == NrfClient.class) {
            return Optional.of(StubType.NRF);
        }
        if (type == UdrHandle.class || type == UdrClient.class) {
            return Optional.of(StubType.UDR);
        }
        if (type == BsfHandle.class || type == BsfClient.class) {
            return Optional.of(StubType.BSF);
        }
        return Optional.empty();
    }

    private static boolean injectable(Class<?> type) {
        return StubHandle.class.isAssignableFrom(type) || StubClient.class.isAssignableFrom(type)
                || type == DiameterEndpoint.class;
    }

    private static Object value(Class<?> type, Stub stub, Bed bed, String what) {
        if (!injectable(type)) {
            throw new ExtensionConfigurationException("@Stub " + what + ": a StubHandle, a stub's client or a DiameterEndpoint,"
                    + " not " + type.getName());
        }
        StubType stubType;
        if (stub != null && stub.value().length > 1) {
            throw new ExtensionConfigurationException("@Stub " + what + ": one stub, got " + Arrays.toString(stub.value()));
        } else if (stub != null && stub.value().length == 1) {
            stubType = stub.value()[0];
        } else {
            stubType = typeOf(type).orElseThrow(() -> new ExtensionConfigurationException(
                    what + " of type " + type.getSimpleName() + " needs the stub it is: @Stub(NRF)"));
        }
        StubHandle handle;
        try {
            handle = bed.handle(stubType);
        } catch (IllegalArgumentException e) {
            throw new ExtensionConfigurationException(what + ": " + e.getMessage(), e);
        }
        if (type == DiameterEndpoint.class) {
            return handle.diameter().orElseThrow(() -> new ExtensionConfigurationException(
                    what + ": " + stubType + " has no Diameter node"));
        }
        if (type.isInstance(handle)) {
            return handle;
        }
        if (type.isInstance(handle.client())) {
            return handle.client();
        }
        throw new ExtensionConfigurationException(what + ": " + stubType + " is not a " + type.getSimpleName());
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return parameter.isAnnotated(Stub.class) || (injectable(type) && typeOf(type).isPresent());
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        try {
            return value(parameter.getParameter().getType(), parameter.findAnnotation(Stub.class).orElse(null),
                    bed(context, config(context)), "parameter " + parameter.getParameter().getName());
        } catch (ExtensionConfigurationException e) {
            throw new ParameterResolutionException(e.getMessage(), e);
        }
    }
}
