// expect: fail -- GLSL 1.50 (compatibility) section 6.4: break outside a loop or switch is an error
#version 150 compatibility
void main() {
    break;
}
