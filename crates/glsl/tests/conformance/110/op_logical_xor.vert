// expect: compile -- GLSL 1.10 section 5.1: ^^ is the logical exclusive or
#version 110
void main() {
    bool a = true ^^ false;
}
