package dev.corebed.diameter;

import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.health.DependencyUnavailableException;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.diameter.sy.Sy;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Message;
import org.jdiameter.api.NetworkReqListener;
import org.jdiameter.api.Request;
import org.jdiameter.client.api.IMessage;
import org.jdiameter.client.api.controller.IPeer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every request the node receives, whatever its application: command lookup (3001/3007, also asked by
 * the connection before jDiameter sees the request: {@link #unsupported}) → overload control (3004) →
 * scripted answer or fault rule (delay, then the answer, an error, no answer or connection reset) → AVP
 * validation ({@link RequestValidator}: 5001, 5004, 5005, 5009, 5014 with Failed-AVP) → handler → answer →
 * metrics and journal. The header's version and E bit are the connection's to check
 * ({@code stack.NodeConnection}). It never blocks jDiameter's thread: a delay is a scheduled task and the
 * answer is sent when the handler's stage completes. No error closes the connection.
 */
final class DiameterDispatcher implements NetworkReqListener {

    private static final Logger log = LoggerFactory.getLogger(DiameterDispatcher.class);
    /** The commands of the base protocol's common application (id 0): CER, DWR, DPR (RFC 6733 §5). */
    private static final Map<Integer, String> BASE = Map.of(257, "CER", 280, "DWR", 282, "DPR");
    private static final List<AvpDef> CC_ECHOED = List.of(Avps.CC_REQUEST_TYPE, Avps.CC_REQUEST_NUMBER);

    private final Map<Long, Route> routes = new HashMap<>();
    private final Map<Long, DiameterApplication> applications = new HashMap<>();
    private final String originHost;
    private final String originRealm;
    private final DiameterFaults faults;
    private final OverloadControl overload;
    private final DiameterMetrics metrics;
    private final ScheduledExecutorService timer;
    private final DiameterAnswers scripted;
    private final DiameterJournal journal;

    /** A served command with what is cached per operation: names and fault-rule selections. */
    private static final class Route {
        final Command command;
        final DiameterHandler handler;
        final boolean relayed;
        final RequestValidator validator;
        final String[] operations = new String[Command.REQUEST_TYPES];
        final DiameterFaults.Slot[] faultSlots = new DiameterFaults.Slot[Command.REQUEST_TYPES];

        Route(DiameterRoute r, AvpDictionary dictionary) {
            command = r.command();
            handler = r.handler();
            relayed = r.relayed();
            validator = new RequestValidator(dictionary, command, relayed);
            for (int t = 0; t < Command.REQUEST_TYPES; t++) {
                operations[t] = command.operation(t);
                faultSlots[t] = new DiameterFaults.Slot();
            }
        }
    }

    /** Names the applications a node may advertise without serving a command of them. */
    private static final List<DiameterApplication> KNOWN =
            List.of(Gx.APPLICATION, Rx.APPLICATION, Sy.APPLICATION, Sh.APPLICATION);

    /**
     * @param advertised the Auth-Application-Ids of CER/CEA: their unserved commands are answered 3001,
     *                   any other application 3007
     */
    DiameterDispatcher(List<DiameterRoute> served, Collection<Long> advertised, String originHost, String originRealm,
                       AvpDictionary dictionary, DiameterFaults faults, OverloadControl overload,
                       DiameterMetrics metrics, ScheduledExecutorService timer, DiameterAnswers scripted,
                       DiameterJournal journal) {
        for (long id : advertised) {
            applications.put(id, KNOWN.stream().filter(a -> a.authApplicationId() == id).findFirst()
                    .orElse(new DiameterApplication(Long.toString(id), 0, id, false)));
        }
        for (DiameterRoute r : served) {
            DiameterApplication app = r.command().application();
            if (routes.put(key(app.authApplicationId(), r.command().code()), new Route(r, dictionary)) != null) {
                throw new IllegalArgumentException("two handlers for " + app.name() + " " + r.command().request());
            }
            applications.put(app.authApplicationId(), app);
        }
        this.originHost = originHost;
        this.originRealm = originRealm;
        this.faults = faults;
        this.overload = overload;
        this.metrics = metrics;
        this.timer = timer;
        this.scripted = scripted;
        this.journal = journal;
    }

    private static long key(long applicationId, int commandCode) {
        return applicationId << 24 | commandCode;
    }

    String applicationName(long applicationId) {
        DiameterApplication app = applications.get(applicationId);
        return app != null ? app.name() : applicationId == 0 ? "base" : Long.toString(applicationId);
    }

    String commandName(long applicationId, int commandCode) {
        Route route = routes.get(key(applicationId, commandCode));
        String base = applicationId == 0 ? BASE.get(commandCode) : null;
        return route != null ? route.command.request() : base != null ? base : "unknown";
    }

    /**
     * Whether this node takes requests of that command and application (RFC 6733 §7.1.3): null when it
     * does; 3001 DIAMETER_COMMAND_UNSUPPORTED for a command it does not serve of an application it
     * advertises, or of the common application other than CER, DWR and DPR (jDiameter's state machine
     * answers those); 3007 DIAMETER_APPLICATION_UNSUPPORTED for an application it does not advertise.
     */
    ResultCode unsupported(long applicationId, int commandCode) {
        if (applicationId == 0) {
            return BASE.containsKey(commandCode) ? null : ResultCodes.DIAMETER_COMMAND_UNSUPPORTED;
        }
        if (routes.containsKey(key(applicationId, commandCode))) {
            return null;
        }
        return applications.containsKey(applicationId) ? ResultCodes.DIAMETER_COMMAND_UNSUPPORTED
                : ResultCodes.DIAMETER_APPLICATION_UNSUPPORTED;
    }

    @Override
    public Answer processRequest(Request request) {
        long start = System.nanoTime();
        IMessage message = (IMessage) request;
        long applicationId = request.getApplicationId();
        Route route = routes.get(key(applicationId, request.getCommandCode()));
        if (route == null) {
            // The connection refuses these before jDiameter sees them (stack.NodeConnection): a safety net.
            ResultCode rc = unsupported(applicationId, request.getCommandCode());
            reject(message, applicationName(applicationId), commandName(applicationId, request.getCommandCode()),
                    rc != null ? rc : ResultCodes.DIAMETER_COMMAND_UNSUPPORTED,
                    "command " + request.getCommandCode() + " of application " + applicationId + " is not served", start);
            return null;
        }
        String application = route.command.application().name();
        int type = route.command.requestTypeOf(request.getAvps());
        if (overload != null && overload.admit() != OverloadControl.Verdict.ADMIT) {
            reject(message, application, route.operations[type], ResultCodes.DIAMETER_TOO_BUSY, "overloaded", start);
            return null;
        }
        DiameterFaults.Injection fault = faults == null ? null
                : faults.decide(route.faultSlots[type], application, route.operations[type], route.operations[0], message);
        Exchange exchange = new Exchange(route, message, route.operations[type], fault, start);
        if (fault != null && fault.action().delayNanos() > 0) {
            timer.schedule(exchange::proceed, fault.action().delayNanos(), TimeUnit.NANOSECONDS);
        } else {
            exchange.proceed();
        }
        return null;
    }

    /**
     * Records a request the connection refused on its header or AVPs before jDiameter saw it (its answer
     * already sent); the message is built only when the journal is on.
     */
    void refusedByConnection(String application, String command, ResultCode rc, long nanos, Supplier<Message> request) {
        if (journal != null) {
            journal.recordTook(nanos, application, command, command, request.get(), rc, null);
        }
    }

    /** Answers an error before admission (nothing to release). */
    private void reject(IMessage request, String application, String operation, ResultCode rc, String why, long start) {
        Answer answer = errorAnswer(request, rc, why, null);
        // Recorded before the answer leaves, as every other answer: a peer that has it finds it in the journal.
        if (journal != null) {
            journal.record(start, application, operation, operation, request, rc, null);
        }
        if (metrics != null) {
            metrics.record(application, operation, rc, null, System.nanoTime() - start);
        }
        send(request, answer);
    }

    private Answer errorAnswer(Request request, ResultCode rc, String why, DiameterException cause) {
        Answer answer = DiameterRequest.answer(request, rc, originHost, originRealm);
        if (!rc.protocolError()) {
            // A 5xxx is the command's own answer (RFC 6733 §7.1.5): a CCA carries CC-Request-Type and -Number (RFC 4006).
            for (AvpDef echoed : CC_ECHOED) {
                org.jdiameter.api.Avp avp = echoed.find(request.getAvps());
                if (avp != null) {
                    answer.getAvps().addAvp(avp);
                }
            }
        }
        if (cause != null) {
            cause.addFailedAvp(answer.getAvps());
        }
        Avps.ERROR_MESSAGE.add(answer.getAvps(), why);
        return answer;
    }

    private static void send(IMessage request, Answer answer) {
        IPeer peer = request.getPeer();
        IMessage a = (IMessage) answer;
        a.setPeer(peer);
        try {
            if (peer == null || !peer.sendMessage(a)) {
                log.debug("answer to {} not sent: the peer is gone", request.getHopByHopIdentifier());
            }
        } catch (Exception e) {
            log.debug("answer to {} not sent: {}", request.getHopByHopIdentifier(), e.toString());
        }
    }

    /** One admitted request, from the end of its delay to its answer. */
    private final class Exchange {
        final Route route;
        final IMessage request;
        final String operation;
        final DiameterFaults.Injection fault;
        final long start;

        Exchange(Route route, IMessage request, String operation, DiameterFaults.Injection fault, long start) {
            this.route = route;
            this.request = request;
            this.operation = operation;
            this.fault = fault;
            this.start = start;
        }

        void proceed() {
            if (fault != null) {
                FaultAction action = fault.action();
                switch (action.kind()) {
                    case ANSWER -> {
                        finish(scripted.answer(request, action.answer(), originHost, originRealm));
                        return;
                    }
                    case DIAMETER -> {
                        finish(errorAnswer(request, fault.result(), "injected by fault rule " + action.ruleId(), null));
                        return;
                    }
                    case NO_ANSWER, RESET -> {
                        done(null);
                        if (action.kind() == FaultAction.Kind.RESET) {
                            disconnect();
                        }
                        return;
                    }
                    default -> { } // a delay only; an "http" error is for SBI requests
                }
            }
            DiameterException invalid;
            try {
                invalid = route.validator.check(request.getAvps());
            } catch (RuntimeException e) {
                finish(failure(e));
                return;
            }
            if (invalid != null) {
                finish(errorAnswer(request, invalid.resultCode(), invalid.getMessage(), invalid));
                return;
            }
            CompletionStage<Answer> stage;
            try {
                stage = route.handler.handle(new DiameterRequest(request, route.command, originHost, originRealm));
            } catch (Throwable t) {
                finish(failure(t));
                return;
            }
            if (stage == null) {
                finish(failure(new IllegalStateException("handler returned no stage")));
                return;
            }
            stage.whenComplete((answer, t) -> finish(t != null ? failure(t)
                    : answer != null ? answer : failure(new IllegalStateException("handler returned no answer"))));
        }

        private Answer failure(Throwable t) {
            Throwable cause = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
            if (cause instanceof DiameterException e) {
                return errorAnswer(request, e.resultCode(), e.getMessage(), e);
            }
            if (cause instanceof DependencyUnavailableException || cause instanceof RejectedExecutionException) {
                // The data tier is down or saturated. RFC 6733 §7.1.3: 3004 DIAMETER_TOO_BUSY is the answer of the
                // server a request was meant for when it cannot provide the service now, and makes the client try an
                // alternate peer; 3002 DIAMETER_UNABLE_TO_DELIVER is a routing failure (no peer for the realm or
                // Destination-Host), which this node did not have.
                return errorAnswer(request, ResultCodes.DIAMETER_TOO_BUSY, cause.getMessage(), null);
            }
            log.warn("{} {} handler failed", route.command.application().name(), operation, cause);
            return errorAnswer(request, ResultCodes.DIAMETER_UNABLE_TO_COMPLY, "internal error", null);
        }

        private void finish(Answer answer) {
            ResultCode rc;
            try {
                rc = Avps.resultCode(answer.getAvps());
            } catch (RuntimeException e) {
                rc = null;
            }
            done(rc);
            send(request, answer);
        }

        private void done(ResultCode rc) {
            if (journal != null) {
                journal.record(start, route.command.application().name(), operation, route.operations[0], request, rc, fault);
            }
            if (metrics != null) {
                metrics.record(route.command.application().name(), operation, rc,
                        fault == null ? null : fault.action().tag(), System.nanoTime() - start);
            }
            if (overload != null) {
                overload.release();
            }
        }

        private void disconnect() {
            try {
                ((org.jdiameter.server.api.IPeer) request.getPeer()).getConnection().disconnect();
            } catch (Exception e) {
                log.debug("reset of {} failed: {}", request.getPeer(), e.toString());
            }
        }
    }
}
