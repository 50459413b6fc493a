// expect: fail -- GLSL 1.20 section 6.4: break outside a loop or switch is an error
#version 120
void main() {
    break;
}
