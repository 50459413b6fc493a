#version 150
in vec4 position;
uniform vec4 plane;
out float side;
void main() {
    gl_Position = position;
    gl_ClipDistance[0] = dot(position, plane);
    side = sign(gl_ClipDistance[0]);
}
// run: {"inputs": {"position": [1, 2, 3, 1]}, "uniforms": {"plane": [0, 0, 1, -1]}, "expect": {"side": 1, "gl_ClipDistance": [2, 0, 0, 0, 0, 0, 0, 0]}}
