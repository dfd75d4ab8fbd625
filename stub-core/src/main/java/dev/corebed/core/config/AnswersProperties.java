package dev.corebed.core.config;

import dev.corebed.core.answer.AnswerRule;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code answers.rules[n].*}: scripted answers in force at start; the admin API changes them at run time.
 * A JSON value (answer.body, an AVP's value) is given as JSON text.
 */
@ConfigurationProperties("answers")
public record AnswersProperties(List<AnswerRule> rules) {}
