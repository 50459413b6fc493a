// expect: fail -- GLSL 1.30 section 6.2: case outside a switch is an error
#version 130
uniform int g_i;
void main() {
    case 1: ;
}
