// expect: fail -- GLSL 1.40 section 6.2: case outside a switch is an error
#version 140
uniform int g_i;
void main() {
    case 1: ;
}
