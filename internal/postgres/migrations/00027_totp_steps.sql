-- +goose Up

-- The last TOTP time step each operator has spent, so that a code
-- accepted once is never accepted again. It is kept apart from the
-- operators table, whose every update ends the operator's sessions.
CREATE TABLE operator_totp_steps (
    operator_id text PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
    last_step   bigint NOT NULL
);

-- +goose Down

DROP TABLE operator_totp_steps;
