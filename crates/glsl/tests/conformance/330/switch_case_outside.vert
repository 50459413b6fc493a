// expect: fail -- GLSL 3.30 section 6.2: case outside a switch is an error
#version 330 core
uniform int g_i;
void main() {
    case 1: ;
}
