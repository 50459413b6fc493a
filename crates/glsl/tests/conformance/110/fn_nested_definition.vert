// expect: fail -- GLSL 1.10 section 6.1: functions are defined at global scope only
#version 110
void main() {
    float inner() { return 1.0; }
}
