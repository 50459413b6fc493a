// expect: fail -- GLSL 3.30 (compatibility) section 4.3.5: uniforms are declared at global scope only
#version 330 compatibility
void main() {
    uniform float u;
}
