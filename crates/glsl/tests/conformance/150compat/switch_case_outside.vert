// expect: fail -- GLSL 1.50 (compatibility) section 6.2: case outside a switch is an error
#version 150 compatibility
uniform int g_i;
void main() {
    case 1: ;
}
