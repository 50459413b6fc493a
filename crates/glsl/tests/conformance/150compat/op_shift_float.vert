// expect: fail -- GLSL 1.50 (compatibility) section 5.1: shifts take integer operands only
#version 150 compatibility
void main() {
    float a = 1.0 << 2;
}
