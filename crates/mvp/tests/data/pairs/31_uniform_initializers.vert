#version 330 core
in vec4 aPos;
uniform vec4 scale = vec4(2.0, 3.0, 4.0, 1.0);
uniform float bias;
out vec4 v;
void main() { v = aPos * scale + bias; gl_Position = aPos; }
