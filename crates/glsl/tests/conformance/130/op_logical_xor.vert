// expect: compile -- GLSL 1.30 section 5.1: ^^ is the logical exclusive or
#version 130
void main() {
    bool a = true ^^ false;
}
