// expect: fail -- GLSL 3.30 section 6.1: functions are defined at global scope only
#version 330 core
void main() {
    float inner() { return 1.0; }
}
