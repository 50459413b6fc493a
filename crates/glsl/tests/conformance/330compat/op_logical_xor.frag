// expect: compile -- GLSL 3.30 (compatibility) section 5.1: ^^ is the logical exclusive or
#version 330 compatibility
void main() {
    bool a = true ^^ false;
}
