// expect: fail -- GLSL 1.50 section 6.1: functions are defined at global scope only
#version 150 core
void main() {
    float inner() { return 1.0; }
}
