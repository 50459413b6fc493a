// expect: fail -- GLSL 1.50 (compatibility) section 6.1: functions are defined at global scope only
#version 150 compatibility
void main() {
    float inner() { return 1.0; }
}
