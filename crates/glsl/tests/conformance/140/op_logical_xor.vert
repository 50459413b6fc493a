// expect: compile -- GLSL 1.40 section 5.1: ^^ is the logical exclusive or
#version 140
void main() {
    bool a = true ^^ false;
}
