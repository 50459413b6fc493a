// expect: fail -- GLSL 1.40 section 6.1: functions are defined at global scope only
#version 140
void main() {
    float inner() { return 1.0; }
}
