// expect: fail -- GLSL 1.30 section 6.1: functions are defined at global scope only
#version 130
void main() {
    float inner() { return 1.0; }
}
