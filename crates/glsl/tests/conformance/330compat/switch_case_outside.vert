// expect: fail -- GLSL 3.30 (compatibility) section 6.2: case outside a switch is an error
#version 330 compatibility
uniform int g_i;
void main() {
    case 1: ;
}
