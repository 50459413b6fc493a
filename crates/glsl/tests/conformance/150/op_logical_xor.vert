// expect: compile -- GLSL 1.50 section 5.1: ^^ is the logical exclusive or
#version 150 core
void main() {
    bool a = true ^^ false;
}
