// expect: compile -- GLSL 3.30 section 5.1: ^^ is the logical exclusive or
#version 330 core
void main() {
    bool a = true ^^ false;
}
