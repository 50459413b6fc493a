// expect: fail -- GLSL 3.30 (compatibility) section 6.1: functions are defined at global scope only
#version 330 compatibility
void main() {
    float inner() { return 1.0; }
}
