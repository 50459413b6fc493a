// expect: compile -- GLSL 1.50 (compatibility) section 5.1: ^^ is the logical exclusive or
#version 150 compatibility
void main() {
    bool a = true ^^ false;
}
