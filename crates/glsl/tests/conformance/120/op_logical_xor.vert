// expect: compile -- GLSL 1.20 section 5.1: ^^ is the logical exclusive or
#version 120
void main() {
    bool a = true ^^ false;
}
