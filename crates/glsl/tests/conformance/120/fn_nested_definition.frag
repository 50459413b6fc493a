// expect: fail -- GLSL 1.20 section 6.1: functions are defined at global scope only
#version 120
void main() {
    float inner() { return 1.0; }
}
