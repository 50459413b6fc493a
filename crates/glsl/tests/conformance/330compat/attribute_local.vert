// expect: fail -- GLSL 3.30 (compatibility) section 4.3.4: attributes are declared at global scope only
#version 330 compatibility
void main() {
    attribute vec4 p;
}
